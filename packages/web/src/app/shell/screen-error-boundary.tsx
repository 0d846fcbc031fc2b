import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { PageNotice } from '@/kit/page/page-notice';

interface Props {
  children: ReactNode;
  /** Texts in the user's language (a class component cannot use the i18n hook). */
  title: string;
  action: string;
}

/**
 * A screen that fails to render shows this instead of taking the whole app (menu, header) down;
 * the shell keys it by route, so opening another screen starts afresh. React logs the error.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageNotice
        icon={<IconAlertTriangle size={34} />}
        color="red"
        title={this.props.title}
        action={this.props.action}
        onAction={() => window.location.reload()}
      />
    );
  }
}
