import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/*
 * The frame of every mail: a heading, the body, a footer with the site's address and, for notifications, the
 * unsubscribe link. React escapes every text it renders, so names, animal names and motivations written by users
 * reach the HTML as text, never as markup.
 */

const body: CSSProperties = { backgroundColor: '#f6f4ef', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 };
const container: CSSProperties = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '24px 32px',
  borderRadius: '8px',
};
const heading: CSSProperties = { color: '#2f4f2f', fontSize: '22px', margin: '0 0 16px' };
const footer: CSSProperties = { color: '#6b6b6b', fontSize: '12px', lineHeight: '18px' };
const button: CSSProperties = {
  backgroundColor: '#2f6f3f',
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  padding: '12px 20px',
  textDecoration: 'none',
};
export const paragraph: CSSProperties = { color: '#222222', fontSize: '15px', lineHeight: '22px' };
/** User-written text keeps its line breaks. */
export const quote: CSSProperties = {
  ...paragraph,
  borderLeft: '3px solid #c9d8c5',
  paddingLeft: '12px',
  whiteSpace: 'pre-line',
};

export interface LayoutProps {
  preview: string;
  title: string;
  homeUrl: string;
  /** Notifications only: where the footer's "Se désinscrire" link goes. */
  unsubscribeUrl: string | null;
  children: ReactNode;
}

export function Layout({ preview, title, homeUrl, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={footer}>
            PetFoster relie les familles d&apos;accueil et les associations de protection animale :{' '}
            <Link href={homeUrl}>{homeUrl}</Link>
          </Text>
          {unsubscribeUrl ? (
            <Text style={footer}>
              Vous recevez cet e-mail parce que les notifications sont activées sur votre compte.{' '}
              <Link href={unsubscribeUrl}>Se désinscrire des notifications par e-mail</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={paragraph}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Text>
  );
}
