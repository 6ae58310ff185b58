import type * as React from "react";
import { Header } from "../sections/header";
import { SkipLink } from "../components/skip-link";

/**
 * A page that is one card under the site's header (the 404 page and the form-post landing pages):
 * the header brings the crisis line, a native <details> that opens with no JavaScript.
 */
export function CardPage({ width, children }: { width: "md" | "lg"; children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-12 outline-none"
      >
        <div
          className={`w-full ${width === "md" ? "max-w-md" : "max-w-lg"} rounded-lg bg-white p-6 text-gray-900 shadow-md`}
        >
          {children}
        </div>
      </main>
    </>
  );
}
