/** Two-factor sign-in (docs/security.md#two-factor-sign-in): the screens the login modal and 'Mon compte' use. */
export { AssociationSecuritySection } from './association-security-section';
export { MfaCodeStep } from './mfa-code-step';
export { RecoveryCodes } from './recovery-codes';
export { TwoFactorSection } from './two-factor-section';
export { TwoFactorSetup } from './two-factor-setup';
