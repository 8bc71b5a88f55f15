/**
 * Full page loads between the two shells (the login shell and the app are separate bundles). One module so
 * tests can observe them; jsdom cannot navigate.
 */
export const fullNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
