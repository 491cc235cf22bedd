// Integration and browser tests start processes and browsers; jest ignores `testTimeout` set
// per project, so the longer timeout is set here for the projects that list this file.
jest.setTimeout(60_000);
