import { AlertCircle } from "lucide-react";
import { SkipLink } from "../components/skip-link";
import { Header } from "../sections/header";

export function NotFoundPage() {
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-12 outline-none"
      >
        <div className="w-full max-w-md rounded-lg bg-white p-6 shadow-md">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
            <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-gray-700">Did you forget to add the page to the router?</p>
          <a href="/" className="mt-6 inline-block font-semibold text-navy-700 underline">
            Go to the home page
          </a>
        </div>
      </main>
    </>
  );
}
