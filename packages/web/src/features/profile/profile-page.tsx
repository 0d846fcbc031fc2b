import { dateFormatFor, type Language, messages, NO_DOMAIN } from '@fgss/contracts';
import {
  Button,
  Checkbox,
  Grid,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconWorld } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import { screenMessage } from '@/lib/api-error';
import { type TextKey, useT } from '@/lib/i18n';
import { type Session, session, useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { groupByZone } from '../auth/server-groups';
import { favouritesChanged, favouriteZones } from './favourite-changes';

/** The read-only fields of spec 1 section 2 (in English as the spec names them). */
const fields = (u: Session['userData']): [TextKey, string | number][] => [
  ['profileId', u.id],
  ['profileName', u.employeeName],
  ['profileEmail', u.email],
  ['profileGroupCode', u.groupCode],
  ['profileManager', u.manager],
  ['profileUserName', u.userName],
  ['profileEmployeeCode', u.employeeCode],
  ['profileLanguage', u.language],
  ['profileServer', u.serverName],
  ['profileDomain', u.domain],
  ['profileCategory', u.category],
  ['profileDateFormat', u.formatDate],
];

/**
 * The session's language and date order, changed at once and kept for later sign-ins on this
 * browser; `onChoose` tells the page, whose Save then confirms them.
 */
function LanguageAndDates({ onChoose }: { onChoose: () => void }) {
  const t = useT();
  const user = useSession()!.userData;
  const language = user.language as Language;
  return (
    <Paper p="lg">
      <Title order={3} size="h5">
        {t('preferences')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('preferencesHint')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('language')}
          data={[
            { value: 'EN', label: t('english') },
            { value: 'ES', label: t('spanish') },
          ]}
          value={language}
          allowDeselect={false}
          // A new language brings its date order; the user may then pick another.
          onChange={(value) => {
            if (!value) return;
            session.setPreferences({ language: value as Language, formatDate: dateFormatFor(value) });
            onChoose();
          }}
        />
        <Select
          label={t('dateFormat')}
          data={[dateFormatFor('EN'), dateFormatFor('ES')]}
          value={user.formatDate}
          allowDeselect={false}
          onChange={(formatDate) => {
            if (!formatDate) return;
            session.setPreferences({ language, formatDate });
            onChoose();
          }}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** /profile: who the user is, and the favourite servers and default domain they may change. */
export default function ProfilePage() {
  const t = useT();
  const queryClient = useQueryClient();
  // The shell renders this page only with a session.
  const user = useSession()!.userData;
  const servers = useQuery(trpc.auth.authentication.defaultserver.queryOptions({ username: user.userName }));
  const domains = useQuery(trpc.auth.authentication.domains.queryOptions({}));
  const savedDomainQuery = useQuery(
    trpc.auth.authentication.domainname.queryOptions({
      username: user.userName,
      servername: user.serverName,
      category: user.category,
    }),
  );
  const saveServers = useMutation(trpc.auth.authentication.setDefaultserver.mutationOptions());
  const saveDomain = useMutation(trpc.auth.authentication.setDomainname.mutationOptions());

  const savedFavourites = useMemo(
    () => new Set(servers.data?.filter((s) => s.isFavorite).map((s) => s.name)),
    [servers.data],
  );
  const savedDomain = savedDomainQuery.isError ? NO_DOMAIN : (savedDomainQuery.data?.name ?? '');
  // Untouched fields follow what the server says; null means "as saved".
  const [checked, setChecked] = useState<ReadonlySet<string> | null>(null);
  const [domain, setDomain] = useState<string | null>(null);
  const shownChecked = checked ?? savedFavourites;
  const shownDomain = domain ?? savedDomain;
  const busy = saveServers.isPending || saveDomain.isPending;
  // A language or date order chosen since the last Save: a change the user expects Save to take.
  const [preferencesChosen, setPreferencesChosen] = useState(false);

  const domainOptions = useMemo(() => {
    const names = domains.data?.map((d) => d.name) ?? [];
    return shownDomain && !names.includes(shownDomain) ? [...names, shownDomain] : names;
  }, [domains.data, shownDomain]);

  const toggle = (name: string, on: boolean) => {
    const next = new Set(shownChecked);
    if (on) next.add(name);
    else next.delete(name);
    setChecked(next);
  };

  const save = async () => {
    const serversChanged = favouritesChanged(shownChecked, savedFavourites);
    const domainChanged = shownDomain !== savedDomain;
    if (!serversChanged && !domainChanged && !preferencesChosen) {
      toast.warning(messages.noChanges);
      return;
    }
    try {
      const replies: string[] = [];
      if (serversChanged) {
        const zones = favouriteZones(servers.data ?? [], shownChecked);
        replies.push((await saveServers.mutateAsync({ userName: user.userName, Zones: zones })).message);
      }
      if (domainChanged) {
        const reply = await saveDomain.mutateAsync({
          username: user.userName,
          domain: shownDomain,
          category: user.category,
          server: user.serverName,
        });
        replies.push(reply.message);
      }
      await Promise.all([
        queryClient.invalidateQueries(trpc.auth.authentication.defaultserver.pathFilter()),
        queryClient.invalidateQueries(trpc.auth.authentication.domainname.pathFilter()),
      ]);
      setChecked(null);
      setDomain(null);
      setPreferencesChosen(false);
      toast.success([...new Set(replies.filter(Boolean))].join('\n') || messages.savedSuccessfully);
    } catch (error) {
      const message = screenMessage(error, t('notSaved'));
      if (message) toast.warning(message);
    }
  };

  return (
    <Page
      title={t('profile')}
      actions={
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} loading={busy}>
          {t('save')}
        </Button>
      }
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper p="lg">
            <Title order={3} size="h5" mb="md">
              {t('userDetails')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              {fields(user).map(([label, value]) => (
                <TextInput key={label} label={t(label)} value={String(value)} readOnly variant="filled" />
              ))}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <LanguageAndDates onChoose={() => setPreferencesChosen(true)} />
            <Paper p="lg">
              <Title order={3} size="h5">
                {t('defaultDomain')}
              </Title>
              <Select
                mt="sm"
                aria-label={t('defaultDomain')}
                data={domainOptions}
                value={shownDomain || null}
                onChange={(value) => value && setDomain(value)}
                leftSection={<IconWorld size={16} />}
                allowDeselect={false}
                searchable
                disabled={busy}
              />
            </Paper>
            <Paper p="lg">
              <Title order={3} size="h5">
                {t('favouriteServers')}
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                {t('favouriteServersHint')}
              </Text>
              {servers.isLoading && <Loader size="sm" />}
              <Stack gap="md">
                {groupByZone(servers.data ?? []).map((group) => (
                  <div key={group.zone}>
                    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
                      {group.zone}
                    </Text>
                    <Stack gap={6}>
                      {group.servers.map((s) => (
                        <Checkbox
                          key={s.id}
                          label={s.name}
                          checked={shownChecked.has(s.name)}
                          disabled={busy}
                          onChange={(e) => toggle(s.name, e.currentTarget.checked)}
                        />
                      ))}
                    </Stack>
                  </div>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
