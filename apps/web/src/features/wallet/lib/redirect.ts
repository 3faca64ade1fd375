/** Sends the browser to a payment gateway's page (its own module so tests can watch it). */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
