// The centred card the sign-in and sign-up pages sit in, outside the public layout: plain HTML and
// auth-page.css (no antd), with the page's <h1> and document.title from one title like PageFrame.
import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from '@missionbase/router';
import { documentTitle } from '@missionbase/app-config/page-title';
import './auth-page.css';

export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <main className="mb-auth">
      <div className="mb-auth-card">
        <Link to="/" className="mb-auth-brand">
          Missionbase
        </Link>
        <section className="mb-page">
          <h1>{title}</h1>
          {children}
        </section>
      </div>
    </main>
  );
}

/** A labelled input of the sign-in forms (the label names it for screen readers and tests). */
export function AuthField({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="mb-auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} {...input} />
    </div>
  );
}

/** The forms' submit button, marked busy while the request runs (the form ignores a second submit). */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="mb-auth-submit" aria-busy={busy}>
      {children}
    </button>
  );
}
