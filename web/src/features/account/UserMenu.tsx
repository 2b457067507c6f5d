import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { customerProfilePath } from './paths.ts';
import './user-menu.css';

/**
 * The header's account links (issue 3): 'Sign In' and 'Create Account' for visitors; the signed-in
 * user's first name opening a small menu (My Account, Sign Out). A disclosure, not an ARIA menu: Tab
 * moves through its links, Escape closes it and returns focus to the button.
 */
export function HeaderAccountLinks() {
  const auth = useAuth();
  if (!auth.signedIn) {
    return (
      <>
        <li>
          <NavLink to="/login">Sign In</NavLink>
        </li>
        <li>
          <NavLink to="/create-account">Create Account</NavLink>
        </li>
      </>
    );
  }
  return (
    <li className="user-menu">
      <UserMenu />
    </li>
  );
}

function UserMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A navigation closes the menu.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const name = auth.userFirstName || auth.username || 'Account';
  const accountPath =
    auth.isCustomer && auth.externalUserId ? customerProfilePath(auth.externalUserId) : null;

  return (
    <div
      className="user-menu__container"
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">Account menu for </span>
        {name}
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        {accountPath && (
          <li>
            <Link to={accountPath}>My Account</Link>
          </li>
        )}
        {!auth.isCustomer && (
          <li>
            <Link to="/admin">Admin Home</Link>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void auth.signOut()}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
