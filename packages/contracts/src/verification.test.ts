import { isRna, isSiren, VERIFICATION_MESSAGES as M } from './verification';
import { checkWith, verificationRequestSchema } from './schemas';

const PDF = 'data:application/pdf;base64,JVBERi0xLjQK';

describe('verification numbers', () => {
  it('an RNA number is W and 9 digits', () => {
    expect(isRna('W751234567')).toBe(true);
    expect(isRna('W75123456')).toBe(false);
    expect(isRna('751234567')).toBe(false);
  });
  it('a SIREN is 9 digits passing the Luhn check', () => {
    expect(isSiren('443061841')).toBe(true);
    expect(isSiren('443061842')).toBe(false);
    expect(isSiren('44306184')).toBe(false);
  });
});

describe('verificationRequestSchema', () => {
  const check = (body: unknown) => checkWith(verificationRequestSchema, body);
  it('reads an RNA with spaces and a lower-case letter', () => {
    const verdict = check({ rna: 'w 751 234 567', documents: [{ kind: 'statuts', data: PDF }] });
    expect(verdict).toMatchObject({ ok: true, data: { rna: 'W751234567' } });
  });
  it('takes a SIREN or a court registration instead of an RNA (Alsace-Moselle)', () => {
    expect(check({ siren: '443 061 841', documents: [{ kind: 'statuts', data: PDF }] })).toMatchObject({ ok: true });
    const court = { court_registration: 'Tribunal judiciaire de Strasbourg, vol. 12 n° 345' };
    expect(check({ ...court, documents: [{ kind: 'recepisse', data: PDF }] })).toMatchObject({ ok: true });
  });
  it('refuses in French: no number, a wrong one, no document, an unknown kind', () => {
    const messages = (body: unknown) => JSON.stringify(check(body));
    expect(messages({ documents: [{ kind: 'statuts', data: PDF }] })).toContain(M.identifierRequired);
    expect(messages({ rna: 'W12', documents: [{ kind: 'statuts', data: PDF }] })).toContain(M.rnaInvalid);
    expect(messages({ siren: '443061842', documents: [{ kind: 'statuts', data: PDF }] })).toContain(M.sirenInvalid);
    expect(messages({ rna: 'W751234567', documents: [] })).toContain(M.documentsRequired);
    expect(messages({ rna: 'W751234567', documents: [{ kind: 'facture', data: PDF }] })).toContain(
      M.documentKindInvalid,
    );
  });
});
