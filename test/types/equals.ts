export type { Equals } from '../../src/internal/types.js';
