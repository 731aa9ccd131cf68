import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { CONVERSATION_MESSAGES, paths, UI_MESSAGES } from '@petfoster/contracts';
import {
  notify,
  RemoteComponent,
  signOut,
  SESSION_DEPENDENT_ATTRIBUTE,
  useLoginPrompt,
  useNotificationsCount,
  useOpenProposalsCount,
  useSession,
  useUnreadMessagesCount,
} from '@petfoster/platform';
import { accountLinks } from '../routes/route-table';
import { roleNavigation } from '../routes/registry-routes';
import { OverlayWhileMounted } from './overlay-while-mounted';
import styles from './header.module.css';

const PRIMARY_LINKS = [
  { to: paths.home, label: 'Accueil', end: true },
  { to: paths.animals, label: 'Liste des animaux', end: false },
  { to: paths.associations, label: 'Liste des associations', end: true }, // not active on the association dashboard
  { to: paths.about, label: 'A propos', end: false },
] as const;

/* Drawn inline rather than as emoji: machines without an emoji font showed a missing-glyph box. */
function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 4.6 3.9 21.9a1.7 1.7 0 0 0 2.2 2.6L8.5 22.4V40.5a3 3 0 0 0 3 3h25a3 3 0 0 0 3-3V22.4l2.4 2.1a1.7 1.7 0 0 0 2.2-2.6Z"
      />
      <g fill="#b4541a">
        <ellipse cx="24" cy="34.6" rx="6.3" ry="5.3" />
        <circle cx="15.6" cy="27.6" r="2.8" />
        <circle cx="20.5" cy="22.8" r="2.8" />
        <circle cx="27.5" cy="22.8" r="2.8" />
        <circle cx="32.4" cy="27.6" r="2.8" />
      </g>
    </svg>
  );
}

function UserIcon() {
  return (
    <svg className={styles.userIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.2" fill="currentColor" />
      <path fill="currentColor" d="M3.5 21c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1Z" />
    </svg>
  );
}

/**
 * What the count beside 'Mes demandes' counts, for screen readers (docs/mail.md): a family's unseen decisions and the
 * proposals waiting for its answer, an association's pending requests.
 */
const COUNT_MEANING = {
  family: (decisions: number, proposals: number) =>
    [
      decisions === 1 ? '1 nouvelle réponse' : decisions > 1 ? `${decisions} nouvelles réponses` : '',
      proposals === 1 ? '1 proposition reçue' : proposals > 1 ? `${proposals} propositions reçues` : '',
    ]
      .filter(Boolean)
      .join(' et '),
  association: (count: number) => (count === 1 ? '1 demande en attente' : `${count} demandes en attente`),
} as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function Header() {
  const navId = useId();
  const userMenuId = useId();
  const countId = useId();
  const messagesCountId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const role = useSession((state) => state.role);
  const familyId = useSession((state) => state.familyId);
  const associationId = useSession((state) => state.associationId);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const loginPromptOpen = useLoginPrompt((state) => state.open);
  const showLogin = useLoginPrompt((state) => state.show);
  const hideLogin = useLoginPrompt((state) => state.hide);
  const links = isLoggedIn ? accountLinks({ role, familyId, associationId }) : null;
  // The entries a role's own front end declares in the registry ('Administration' for an administrator).
  const roleLinks = isLoggedIn ? roleNavigation(role) : [];
  const signedIn = links !== null || roleLinks.length > 0;
  const decisions = useNotificationsCount();
  const proposals = useOpenProposalsCount() ?? 0;
  const unseen = decisions === undefined ? undefined : decisions + proposals;
  const messagesCount = useUnreadMessagesCount();
  const unreadMessages = role && messagesCount ? messagesCount : 0;
  const onDashboard = links !== null && location.pathname.replace(/\/+$/, '') === links.dashboard;
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const userToggleRef = useRef<HTMLButtonElement>(null);

  // Menus close on navigation (a link was followed) and when the session changes (login or logout). Adjusted while
  // rendering (React's pattern for state derived from a change), not in an effect, which would paint the open menu
  // once more.
  const closingKey = `${location.pathname}${location.search}|${isLoggedIn}`;
  const [lastClosingKey, setLastClosingKey] = useState(closingKey);
  if (closingKey !== lastClosingKey) {
    setLastClosingKey(closingKey);
    setMenuOpen(false);
    setUserMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen && !userMenuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // A focus inside the menu that closes goes back to the button that opened it, not to a hidden link.
        const inside = (id: string) => document.getElementById(id)?.contains(document.activeElement);
        const opener =
          menuOpen && inside(navId) ? burgerRef : userMenuOpen && inside(userMenuId) ? userToggleRef : null;
        setMenuOpen(false);
        setUserMenuOpen(false);
        opener?.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setMenuOpen(false);
        setUserMenuOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen, userMenuOpen, navId, userMenuId]);

  function handleLogout() {
    navigate(paths.home);
    void signOut();
    notify.info(UI_MESSAGES.loggedOut);
  }

  function openLogin() {
    setMenuOpen(false);
    setUserMenuOpen(false);
    showLogin();
  }

  const count = role && unseen ? unseen : 0;
  const showCount = count > 0;
  // Drawn on the button that hides 'Mes demandes' (the menu on a phone, 'Mon compte' on medium screens), so the
  // count stays in sight while the link is folded away; its meaning is the button's description.
  const badge = (shown: number) =>
    shown > 0 ? (
      <span className={styles.count} aria-hidden="true">
        {shown > 99 ? '99+' : shown}
      </span>
    ) : null;
  const countBadge = badge(count);
  // The menu buttons fold 'Messages' away too: their badge adds the unread messages, described by both meanings.
  const foldedBadge = badge(count + unreadMessages);
  const foldedDescription =
    [showCount ? countId : null, unreadMessages > 0 ? messagesCountId : null].filter(Boolean).join(' ') || undefined;

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          <LogoMark />
          <span className={styles.logoText}>PetFoster</span>
        </Link>
        {/* The count sits on the button's corner, outside its label ('Ouvrir le menu'), which it describes. */}
        <span className={styles.menuButton}>
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            aria-describedby={foldedDescription}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.burgerLines} aria-hidden="true" />
          </button>
          {foldedBadge}
        </span>
        <nav
          id={navId}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          aria-label="Navigation principale"
        >
          <ul className={styles.primary}>
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.account}>
            {/* The user menu of medium screens (docs/product.md#screens) holds a signed-in user's links; a visitor's two buttons
                stand in the bar instead, as there is no account to open yet. */}
            {signedIn ? (
              <button
                ref={userToggleRef}
                type="button"
                className={styles.userToggle}
                aria-expanded={userMenuOpen}
                aria-controls={userMenuId}
                aria-describedby={foldedDescription}
                onClick={() => setUserMenuOpen((open) => !open)}
              >
                <UserIcon /> Mon compte
                {foldedBadge}
              </button>
            ) : null}
            {/* Drawn for a visitor by the server (docs/decisions/first-view.md): hidden until the client knows who is there. */}
            <ul
              id={userMenuId}
              className={[styles.userMenu, userMenuOpen ? styles.userMenuOpen : '', signedIn ? '' : styles.visitorMenu]
                .filter(Boolean)
                .join(' ')}
              {...{ [SESSION_DEPENDENT_ATTRIBUTE]: '' }}
            >
              {links ? (
                <>
                  <li>
                    {/* docs/product.md#states lands associations on the dashboard with a trailing slash: the same page. */}
                    <Link
                      to={links.dashboard}
                      className={linkClass({ isActive: onDashboard })}
                      aria-current={onDashboard ? 'page' : undefined}
                    >
                      Dashboard
                    </Link>
                  </li>
                  <li>
                    {/* The link keeps its SPEC name; the count is its description for screen readers. */}
                    <NavLink
                      to={links.requests}
                      className={linkClass}
                      aria-describedby={showCount ? countId : undefined}
                    >
                      Mes demandes
                      {countBadge}
                    </NavLink>
                    {showCount && role ? (
                      <span id={countId} className={styles.srOnly}>
                        {role === 'family'
                          ? COUNT_MEANING.family(decisions ?? 0, proposals)
                          : COUNT_MEANING.association(count)}
                      </span>
                    ) : null}
                  </li>
                  <li>
                    {/* Conversations (docs/product.md#conversations): the unread messages beside it, as the requests' count. */}
                    <NavLink
                      to={links.messages}
                      className={linkClass}
                      aria-describedby={unreadMessages > 0 ? messagesCountId : undefined}
                    >
                      {CONVERSATION_MESSAGES.title}
                      {badge(unreadMessages)}
                    </NavLink>
                    {unreadMessages > 0 ? (
                      <span id={messagesCountId} className={styles.srOnly}>
                        {CONVERSATION_MESSAGES.unreadLabel(unreadMessages)}
                      </span>
                    ) : null}
                  </li>
                </>
              ) : null}
              {roleLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {signedIn ? (
                <li>
                  <button type="button" className={styles.action} onClick={handleLogout}>
                    Se déconnecter
                  </button>
                </li>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.register} className={linkClass}>
                      S'inscrire
                    </NavLink>
                  </li>
                  <li>
                    <button type="button" className={`${styles.action} ${styles.cta}`} onClick={openLogin}>
                      Se connecter
                    </button>
                  </li>
                </>
              )}
            </ul>
          </div>
        </nav>
      </div>
      {loginPromptOpen && !isLoggedIn ? (
        <div className={styles.loginSlot}>
          <RemoteComponent
            remote="auth"
            module="./LoginModal"
            props={{ open: true, onClose: hideLogin }}
            loading={<OverlayWhileMounted />}
          />
        </div>
      ) : null}
    </header>
  );
}
