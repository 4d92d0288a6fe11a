// Prints the current sign-in code of the local demo staff member (README, "Demo accounts"): the code
// an authenticator app holding the demo secret would show. Local mode's demo only: a real staff
// member's secret never leaves the database. `pnpm staff:code`.
import { generateSync } from 'otplib';
import { demoStaff } from '../src/db/seed.ts';
import { TOTP_PERIOD_SECONDS } from '../src/modules/staff/totp.ts';

const now = Math.floor(Date.now() / 1000);
const code = generateSync({ secret: demoStaff.totpSecret, epoch: now });
const left = TOTP_PERIOD_SECONDS - (now % TOTP_PERIOD_SECONDS);
console.log(`${code}  (${demoStaff.email}; changes in ${left} s; each code signs in once)`);
