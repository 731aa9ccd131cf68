import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractSections, type ContractContent } from '@petfoster/contracts';
import { fingerprintOf, serializeContent } from './contract-content';
import { renderContractPdf } from './contract-pdf';

/*
 * The contract PDF read back as a reader's tool extracts it (pdftotext, poppler-utils): what a party can select and
 * copy is the contract's text, accents included, with the running lines on every page and the signatures page.
 */

const workDir = mkdtempSync(join(tmpdir(), 'contract-pdf-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The PDF's pages as text, each with its whitespace folded (a paragraph wraps wherever the page width says). */
function pagesOf(pdf: Buffer): string[] {
  const file = join(workDir, `contract-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

function contentOf(overrides: Partial<ContractContent['terms']> = {}): ContractContent {
  return {
    placement_id: 12,
    version: 2,
    issued_at: '2026-11-27T09:30:00.000Z',
    association: {
      name: 'Les Pattes de l’Espoir',
      rna: 'W751234567',
      address: '3 rue de la Forêt',
      zip_code: '75011',
      city: 'Paris',
      phone: '0102030405',
    },
    family: {
      firstname: 'Éloïse',
      lastname: 'Lefèvre-Cœur',
      address: '12 allée des Châtaigniers',
      zip_code: '69003',
      city: 'Lyon',
      phone: '0611223344',
      email: 'eloise@example.org',
    },
    animal: {
      name: 'Grisé',
      species: 'Chat',
      breed: 'Européen',
      sex: 'mâle',
      date_of_birth: '2024-03-05',
      identification: 'Puce électronique 250 268 712 345 678',
      sterilised: true,
    },
    terms: {
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      notice_days: 15,
      costs: { veterinary: 'association', food: 'family', supplies: 'family' },
      // A narrow no-break space before ':' and an emoji: characters the standard fonts cannot print.
      special_conditions: 'Pas d’accès au balcon\u202f: « Grisé » s’y aventure 🐾.',
      ...overrides,
    },
  };
}

const SIGNATURES = [
  { party: 'association' as const, full_name: 'Camille Durand', signed_at: new Date('2026-11-27T13:05:00.000Z') },
  { party: 'family' as const, full_name: 'Éloïse Lefèvre-Cœur', signed_at: new Date('2026-06-30T22:10:00.000Z') },
];

describe('renderContractPdf', () => {
  const content = contentOf();
  const fingerprint = fingerprintOf(serializeContent(content));

  it('holds both parties, the animal, the dates, the costs and every clause as selectable French text', async () => {
    const text = pagesOf(await renderContractPdf(content, [], fingerprint)).join(' ');
    expect(text).toContain("Contrat d'accueil d'un animal en famille d'accueil");
    expect(text).toContain("L'association Les Pattes de l’Espoir, numéro RNA W751234567");
    expect(text).toContain('3 rue de la Forêt, 75011 Paris');
    expect(text).toContain('et Éloïse Lefèvre-Cœur, demeurant 12 allée des Châtaigniers, 69003 Lyon');
    expect(text).toContain('Nom : Grisé. Espèce : Chat. Race : Européen. Sexe : mâle. Date de naissance : 05/03/2024.');
    expect(text).toContain('Identification : Puce électronique 250 268 712 345 678. Stérilisé : oui.');
    expect(text).toContain("L'accueil commence le 01/12/2026 et prend fin le 28/02/2027.");
    expect(text).toContain("au moins 15 jours à l'avance");
    expect(text).toContain("Nourriture : à la charge de la famille d'accueil.");
    expect(text).toContain("Frais vétérinaires : à la charge de l'association.");
    expect(text).toContain('Pas d’accès au balcon : « Grisé » s’y aventure ?.');
  });

  it('says every sentence of contractSections, in order', async () => {
    // pdftotext joins a word cut at its hyphen at a line's end ('e-' 'mail' -> 'email'): hyphens are left out.
    const unhyphenated = (text: string) => fold(text).replace(/-/g, '');
    const text = unhyphenated(pagesOf(await renderContractPdf(content, [], fingerprint)).join(' '));
    let from = 0;
    for (const section of contractSections(content))
      for (const expected of [section.title, ...section.paragraphs.filter((p) => !p.includes('\u202f'))]) {
        const at = text.indexOf(unhyphenated(expected), from);
        expect({ expected, found: at >= 0 }).toEqual({ expected, found: true });
        from = at;
      }
  });

  it("says 'durée indéterminée' when the placement has no end date", async () => {
    const open = contentOf({ end_date: null });
    const text = pagesOf(await renderContractPdf(open, [], fingerprint)).join(' ');
    expect(text).toContain("L'accueil commence le 01/12/2026, pour une durée indéterminée.");
    expect(text).not.toContain('prend fin le');
  });

  it('prints the version line and the page number on each page, and no signatures page before signing', async () => {
    const long = contentOf({ special_conditions: 'Une promenade par jour dans le parc voisin. '.repeat(120) });
    const pages = pagesOf(await renderContractPdf(long, [], fingerprint));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Version 2 du 27/11/2026');
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    expect(pages.join(' ')).not.toContain('Empreinte SHA-256');
  });

  it('lists each signature in Paris time and the fingerprint on a last page of its own', async () => {
    const pages = pagesOf(await renderContractPdf(content, SIGNATURES, fingerprint));
    const last = pages[pages.length - 1];
    expect(last).toContain('Signatures');
    expect(last).toContain("Pour l'association Camille Durand Signé le 27/11/2026 à 14:05 (heure de Paris)");
    // Summer time: UTC+2, so the day after in Paris.
    expect(last).toContain("La famille d'accueil Éloïse Lefèvre-Cœur Signé le 01/07/2026 à 00:10 (heure de Paris)");
    expect(last).toContain(`Empreinte SHA-256 de la version signée : ${fingerprint}`);
    expect(last).toContain(`Page ${pages.length} / ${pages.length}`);
    expect(pages.slice(0, -1).join(' ')).not.toContain('Camille Durand');
  });

  it('renders in well under 200 ms at the median (printed, not asserted: the machine is shared)', async () => {
    const times: number[] = [];
    const headers = new Set<string>();
    for (let run = 0; run < 50; run++) {
      const started = process.hrtime.bigint();
      const pdf = await renderContractPdf(content, SIGNATURES, fingerprint);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      headers.add(pdf.subarray(0, 5).toString('latin1'));
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(`contract PDF: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over 50 renders`);
    expect([...headers]).toEqual(['%PDF-']);
  });
});
