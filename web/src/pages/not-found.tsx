import { AlertCircle } from "lucide-react";
import { CardPage } from "./card-page";

export function NotFoundPage() {
  return (
    <CardPage width="md">
      <div className="flex items-center gap-2">
        <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
        <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
      </div>
      <p className="mt-4 text-gray-700">Did you forget to add the page to the router?</p>
      <a href="/" className="mt-6 inline-block font-semibold text-navy-700 underline">
        Go to the home page
      </a>
    </CardPage>
  );
}
