import { useCheapPasswordHashingInTests } from '../src/core/crypto/password-hashing.js';

// Runs before each server test file. Real and dummy password checks stay alike in cost (the
// sign-in tests assert which one each path spends); only their argon2id parameters shrink.
useCheapPasswordHashingInTests();
