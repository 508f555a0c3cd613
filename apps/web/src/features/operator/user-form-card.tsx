import type { ReactNode } from 'react';

export interface UserFormCardProps {
  title: string;
  subtitle: string;
  /** The way on to the other sign-in page (log in now, forgot password). */
  link: ReactNode;
  children: ReactNode;
}

/** The card of the sign-in pages (log in, forgot password, new password): title, subtitle, form, link. */
export function UserFormCard({ title, subtitle, link, children }: UserFormCardProps) {
  return (
    <div className="user-form-card">
      <h2 className="user-form-title">{title}</h2>
      <p className="user-form-subtitle">{subtitle}</p>
      {children}
      <div className="user-form-links">{link}</div>
    </div>
  );
}
