/** Leaves the app for another site (the payment page); the app comes back on its return URL. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
