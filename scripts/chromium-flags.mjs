// The flags every headless Chromium of this repository starts with (Debian's Chromium in a container,
// no sandbox, no GPU, no background traffic): the story tests, the E2E journeys and Lighthouse.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
