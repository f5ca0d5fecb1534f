// Listen to the wallet's events. They bubble and are composed, so one listener on document
// hears every <ky-wallet> on the page. A separate file, not an inline script: this page works
// under a strict Content-Security-Policy too.
const EVENTS = ['ky-ready', 'ky-age', 'ky-login', 'ky-logout', 'ky-balance', 'ky-deposit', 'ky-error'];
const log = document.getElementById('event-log');

for (const type of EVENTS) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = type;
    item.append(name, ` ${JSON.stringify(event.detail)}`);
    log.prepend(item);
  });
}
