import { isHostedPageUrl } from '../../domain/invoices';

/**
 * 'Pay Now ... opens the hosted payment page in a new tab'. 'noopener' keeps the provider's page from
 * reaching back into the portal (window.opener); only http(s) addresses are ever opened.
 */
export function openHostedPage(url: string): void {
  if (isHostedPageUrl(url)) window.open(url, '_blank', 'noopener');
}
