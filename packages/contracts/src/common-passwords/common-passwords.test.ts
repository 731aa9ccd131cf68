import { COMMON_PASSWORD_COUNT, isCommonPassword } from './index';
import { PASSWORD_PATTERN } from '../validation';

describe('common passwords', () => {
  it('ships at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'Azerty123',
    'Password1',
    'AzERTY123',
    'Soleil2024',
    'Marseille13',
    'Motdepasse1',
    'Doudou123',
    'Chouchou1',
  ])('refuses %s although it passes the validation rule (docs/product.md#validation)', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Kx7mPq2wRt', 'Refuge2Pattes9', 'Tb4nGz8q'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
