/** The Chromium executable the browser tests launch (see chrome.mjs). */
export function chromePath(): string;
