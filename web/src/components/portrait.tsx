import type { CounselorPhoto } from "../../../facts/service";
import { useLanguage } from "../content/i18n/language";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

const FRAME = "mx-auto w-full max-w-sm rounded-lg shadow-md";

/** The counselor's photo, or until there is one a monogram of the name (docs/decisions/603). */
export function Portrait({ name, photo }: { name: string; photo: CounselorPhoto | null }) {
  const language = useLanguage();
  if (photo)
    return (
      <img
        src={photo.src}
        alt={language === "es" ? photo.altEs : photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className={`${FRAME} h-auto bg-navy-50`}
      />
    );
  // The name is the heading beside it, so the monogram is decoration for assistive technology.
  return (
    <div
      aria-hidden="true"
      className="mx-auto flex aspect-[6/7] w-40 items-center justify-center rounded-lg bg-navy-800 shadow-md md:w-full md:max-w-sm"
    >
      <span className="flex size-28 items-center justify-center rounded-full border-4 border-gold-400 text-5xl font-bold tracking-wide text-white md:size-44 md:text-6xl">
        {initials(name)}
      </span>
    </div>
  );
}
