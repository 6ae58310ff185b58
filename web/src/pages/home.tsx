import { lazy, Suspense, useEffect, useState } from "react";
import { FloatingChatButton } from "../components/floating-chat-button";
import { QuietBoundary } from "../components/quiet-boundary";
import { SkipLink } from "../components/skip-link";
import { eachWhenIdle } from "../lib/idle";
import { dismissAllToasts, useToasts } from "../lib/toast";
import { About } from "../sections/about";
import { Benefits } from "../sections/benefits";
import { Contact } from "../sections/contact";
import { Footer } from "../sections/footer";
import { Header } from "../sections/header";
import { Hero } from "../sections/hero";
import { Resources } from "../sections/resources";
import { Services } from "../sections/services";

// Dialogs and toasts are not part of the first paint: their code loads on first use or when idle.
const loadChat = () => import("../features/chat/chat-dialog");
const loadWizard = () => import("../features/wizard/wizard-dialog");
const loadToaster = () => import("../components/ui/toaster");
const ChatDialog = lazy(() => loadChat().then((m) => ({ default: m.ChatDialog })));
const WizardDialog = lazy(() => loadWizard().then((m) => ({ default: m.WizardDialog })));
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

type OpenDialog = "chat" | "wizard" | null;

export function HomePage() {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  // A dialog stays mounted once opened, so the chat keeps its conversation after closing.
  const [mounted, setMounted] = useState({ chat: false, wizard: false });
  const open = (dialog: "chat" | "wizard") => {
    // A toast from an earlier action would sit over the dialog and take its first Escape.
    dismissAllToasts();
    setMounted((current) => ({ ...current, [dialog]: true }));
    setOpenDialog(dialog);
  };
  const close = () => setOpenDialog(null);

  return (
    <>
      <SkipLink />
      <Header onHomePage />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero onOpenChat={() => open("chat")} onOpenWizard={() => open("wizard")} />
        {/* A boundary per section: each hydrates and commits in its own short task, not one long one. */}
        <Suspense>
          <About />
        </Suspense>
        <Suspense>
          <Services />
        </Suspense>
        <Suspense>
          <Benefits />
        </Suspense>
        <Suspense>
          <Resources />
        </Suspense>
        <Suspense>
          <Contact />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <FloatingChatButton onClick={() => open("chat")} />
      <QuietBoundary>
        {/* One boundary each: a chunk still loading (the toaster's, when idle) must not hide an open dialog. */}
        <Suspense fallback={null}>
          {mounted.chat ? <ChatDialog open={openDialog === "chat"} onClose={close} /> : null}
        </Suspense>
        <Suspense fallback={null}>
          {mounted.wizard ? <WizardDialog open={openDialog === "wizard"} onClose={close} /> : null}
        </Suspense>
        <IdleToaster />
      </QuietBoundary>
    </>
  );
}

/**
 * Loads the dialogs' code and then the toaster when the browser is idle, one chunk per idle period
 * (together they would make one long task during start-up). Its own component, so becoming idle or
 * showing a toast re-renders only this, never the whole page.
 */
function IdleToaster() {
  const [idle, setIdle] = useState(false);
  const hasToasts = useToasts().length > 0;
  useEffect(() => eachWhenIdle([loadChat, loadWizard, () => setIdle(true)]), []);
  return <Suspense fallback={null}>{idle || hasToasts ? <Toaster /> : null}</Suspense>;
}
