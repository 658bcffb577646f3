import { z } from 'zod';

// zod compiles fast object parsers with `new Function` unless told not to; the server's content
// security policy forbids eval, and Chromium reports even zod's caught probe as a violation. Imported
// first by main.tsx, before any schema is built.
z.config({ jitless: true });
