/**
 * Somewhere to start (issue 20, item 5): under the greeting, three or four starter questions as
 * buttons; after an answer, its one or two follow-ups. Tapping one sends it as if typed. The
 * buttons are a labelled list, not messages, and each is a real button (keyboard and screen reader).
 */
import { useDialogText } from "../../content/i18n/use-dialog-text";

export function ChatSuggestions({
  questions,
  disabled,
  onPick,
}: {
  questions: readonly string[];
  disabled: boolean;
  onPick: (question: string) => void;
}) {
  const label = useDialogText().chat.suggestions;
  if (questions.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col items-start gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(question)}
            className="min-h-11 rounded-full border-2 border-navy-800 bg-white px-4 py-2 text-left text-base font-semibold text-navy-800 hover:bg-gray-100 disabled:opacity-60"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
