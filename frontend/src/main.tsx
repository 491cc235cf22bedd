// The entry: as small as it can be, so the page paints before the app's code is downloaded.
// A server-rendered page (it carries its data, #shop-state) is readable without the app: its
// largest images load first and are painted, then the app is downloaded and hydrates it. Every
// other page (cart, checkout, account, back office) has nothing to show without the app, which
// loads at once.
import { SERVER_STATE_ELEMENT_ID, whenPainted } from './lib/server-rendered-page';

const serverRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
void (serverRendered ? whenPainted() : Promise.resolve()).then(() => import('./app/start'));
