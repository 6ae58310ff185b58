import { Phone } from "lucide-react";
import type * as React from "react";
import { SkipLink } from "../components/skip-link";
import { contact } from "../content/site";
import { Header } from "../sections/header";

/** The frame of the pages a no-JavaScript form post lands on: a card, the phone, a way home. */
export function FormPostPage({
  title,
  icon,
  children,
  homeLabel,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  homeLabel: string;
}) {
  // The site's header, crisis line included (a native <details>: it opens with no JavaScript).
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-10 outline-none"
      >
        <div className="w-full max-w-lg rounded-lg bg-white p-6 text-gray-900 shadow-md">
          <div className="flex items-center gap-2">
            {icon}
            <h1 className="text-2xl font-bold">{title}</h1>
          </div>
          {children}
          <a
            href={contact.phoneHref}
            className="mt-6 inline-flex min-h-11 items-center gap-3 rounded-md bg-navy-800 px-5 py-3 text-lg font-bold text-white hover:bg-navy-900"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {contact.phoneDisplay}
          </a>
          <p className="mt-6">
            <a href="/" className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
              {homeLabel}
            </a>
          </p>
        </div>
      </main>
    </>
  );
}
