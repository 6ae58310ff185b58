import { MessageCircle } from "lucide-react";

export function FloatingChatButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="fixed right-4 bottom-4 z-30 inline-flex size-16 items-center justify-center rounded-full bg-navy-800 text-white shadow-lg hover:bg-navy-900"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">Open chat assistant</span>
    </button>
  );
}
