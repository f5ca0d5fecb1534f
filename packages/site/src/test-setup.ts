import { configure } from '@testing-library/react';

// Pages are lazy chunks: a test's first findBy/waitFor on a route waits for a cold import, which
// on a busy 2-core machine takes longer than Testing Library's 1 s default. They still return as
// soon as the state is there; this only bounds how long a state that never comes is waited for.
configure({ asyncUtilTimeout: 10_000 });
