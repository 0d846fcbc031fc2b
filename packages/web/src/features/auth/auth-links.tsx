import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A link between the signed-out pages. */
export function AuthLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
