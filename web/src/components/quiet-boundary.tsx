import { Component, type ReactNode } from "react";

/**
 * Keeps the page standing when lazily loaded code fails to arrive (a dropped connection, or a
 * deploy that replaced the chunk): that part renders nothing, and the phone number, the form and
 * everything else stay usable.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
