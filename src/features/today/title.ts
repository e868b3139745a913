// The dashboard names its lazy Today card before the card's code loads: this module alone, so the first load carries
// this one word rather than all of messages.ts (+0.5 KiB gzip in app-shared when the dashboard imported that).
export const TODAY_TITLE = 'Today';
