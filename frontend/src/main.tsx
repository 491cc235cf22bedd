// The entry: as small as it can be, so the page paints before the app's code is downloaded.
// A server-rendered page (it carries its data, #shop-state) is readable without the app: its
// largest images load first and are painted, then the app is downloaded and hydrates it. Every
// other page (cart, checkout, account, back office) has nothing to show without the app, which
// loads at once.
import { nextTask, SERVER_STATE_ELEMENT_ID, whenPainted } from './lib/server-rendered-page';

const serverRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
// The app's code is evaluated in two tasks rather than one: React and React DOM (vendor-react), then
// the app's own modules. Chakra is not among them: it comes with the parts drawn with it (lib/chakra).
void (serverRendered ? whenPainted() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/start'));
