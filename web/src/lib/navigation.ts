/** Lets code outside React (the error catalogue) navigate with the app's router. */
let navigator: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}
