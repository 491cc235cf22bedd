import { configure } from '@testing-library/react';

// Every route is lazily loaded, and the first test of a file compiles its route's modules while it
// waits. On a busy CI machine that alone has taken more than Testing Library's default second, so
// findBy… and waitFor wait up to five seconds for what the shopper or staff member would see.
configure({ asyncUtilTimeout: 5000 });

// A hang guard above those five seconds: a test that fills in a whole form and waits more than once
// took 5.2 s on a slow machine, and jest's default of five seconds failed it for no fault of the
// shop's. Jest ignores `testTimeout` set per project, so it is set here, for the web project only.
jest.setTimeout(20_000);
