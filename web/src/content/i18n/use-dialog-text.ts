import { dialogs, type DialogText } from "./en/dialogs";
import { useText } from "./language";

/** The chat's and the wizard's words in the page's language (imported only by the dialogs' chunks). */
export const useDialogText = (): DialogText => useText("dialogs", dialogs);
