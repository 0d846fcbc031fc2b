import { Text } from '@mantine/core';
import { useSpecText } from '@/lib/i18n';

/** A stored value that stops an ASN's 856, with the master to fix it in (the service's words). */
export function AsnProblem({ problem }: { problem: string | null }) {
  const specText = useSpecText();
  if (!problem) return null;
  return (
    <Text size="sm" c="red" data-testid="asn-problem">
      {specText(problem)}
    </Text>
  );
}
