import type { RuntimeConfig } from '../config/app-config';
import { MailAttachments } from './mail-attachments';
import { MailRenderer } from './mail-renderer';
import type { MailData, MailKind } from './mail-kinds';
import { sealToken } from './sealed-token';
import { verifyUnsubscribeToken } from './unsubscribe-tokens';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const config = { jwtSecret: SECRET, mail: { publicUrl: 'https://petfoster.exemple.fr' } } as RuntimeConfig;
const renderer = new MailRenderer(config, new MailAttachments());
const HOSTILE = '<script>alert("x")</script>';

const row = <K extends MailKind>(kind: K, data: MailData[K], firstname = 'Julie') => ({
  kind,
  user_id: 7,
  payload: JSON.stringify({ ...data, firstname }),
});

describe('MailRenderer (react-email templates)', () => {
  it('escapes user-written text in the HTML and keeps it readable in the plain text', async () => {
    const mail = await renderer.render(
      row(
        'request_created',
        {
          associationId: 3,
          animalName: 'Minou',
          familyFirstname: HOSTILE,
          familyLastname: 'Martin & fils',
          familyCity: 'Lyon',
          motivation: `${HOSTILE}\nNous avons un jardin.`,
        },
        HOSTILE,
      ),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Martin &amp; fils');
    expect(mail.text).toContain('Nous avons un jardin.');
    expect(mail.subject).toBe("Nouvelle demande d'accueil pour Minou");
    expect(mail.html).toContain('https://petfoster.exemple.fr/association/dashboard/3/requests-management');
  });

  it('gives notifications a working unsubscribe link and the one-click headers', async () => {
    const mail = await renderer.render(row('request_refused', { animalName: 'Rex', speciesName: 'Chien' }));
    const header = mail.headers['List-Unsubscribe'];
    expect(header).toMatch(/^<https:\/\/petfoster\.exemple\.fr\/api\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = decodeURIComponent(/token=([^>]+)>/.exec(header)?.[1] ?? '');
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(7);
    expect(mail.html).toContain('https://petfoster.exemple.fr/unsubscribe#token=');
    expect(mail.html).toContain('https://petfoster.exemple.fr/animals?species=Chien');
  });

  it('puts the reset token in the link fragment, and no unsubscribe link on security mails', async () => {
    const mail = await renderer.render(row('password_reset', { sealedToken: sealToken('tok_en-123', SECRET) }));
    expect(mail.html).toContain('https://petfoster.exemple.fr/reset-password#token=tok_en-123');
    expect(mail.text).toContain('https://petfoster.exemple.fr/reset-password#token=tok_en-123');
    expect(mail.headers).toEqual({});
    expect(mail.html).not.toContain('/unsubscribe');
  });

  it('keeps a subject on one line whatever a name holds', async () => {
    const mail = await renderer.render(
      row('request_closed', { animalName: 'Rex\r\nBcc: x@y.z', speciesName: 'Chien' }),
    );
    expect(mail.subject).toBe("Rex Bcc: x@y.z a trouvé une famille d'accueil");
  });
});
