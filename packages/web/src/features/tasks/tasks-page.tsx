import { Badge, Group, Progress, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Page } from '@/kit/page/page';
import type { RowEditColumn } from '@/kit/row-edit-grid/columns';
import { RowEditGrid } from '@/kit/row-edit-grid/row-edit-grid';
import { type Translate, useT } from '@/lib/i18n';
import { sampleTasks, type Task } from './sample-tasks';

const statusColor: Record<Task['Task_Status'], string> = {
  'Not Started': 'gray',
  'In Progress': 'blue',
  Completed: 'green',
  'Need Assistance': 'red',
  Deferred: 'yellow',
};

const priorityColor: Record<Task['Task_Priority'], string> = {
  Low: 'gray',
  Normal: 'blue',
  High: 'orange',
  Urgent: 'red',
};

const columns = (t: Translate): RowEditColumn<Task>[] => [
  { key: 'Task_ID', header: t('taskId'), size: 60 },
  { key: 'Task_Subject', header: t('subject'), size: 290 },
  {
    key: 'Task_Status',
    header: t('status'),
    size: 150,
    render: (task) => (
      <Badge variant="light" color={statusColor[task.Task_Status]} radius="sm" tt="none">
        {task.Task_Status}
      </Badge>
    ),
  },
  {
    key: 'Task_Priority',
    header: t('priority'),
    size: 105,
    render: (task) => (
      <Text size="sm" fw={500} c={priorityColor[task.Task_Priority]}>
        {task.Task_Priority}
      </Text>
    ),
  },
  { key: 'Task_Assigned_Employee', header: t('assignedTo'), size: 140 },
  { key: 'Task_Start_Date', header: t('startDate'), type: 'date', size: 125 },
  { key: 'Task_Due_Date', header: t('dueDate'), type: 'date', size: 120 },
  {
    key: 'Task_Completion',
    header: t('completion'),
    size: 130,
    render: (task) => (
      <Group gap={8} wrap="nowrap">
        <Progress
          aria-label={t('completion')}
          value={task.Task_Completion}
          w={80}
          size="sm"
          color={task.Task_Completion === 100 ? 'green' : 'fgss'}
        />
        <Text size="xs" c="dimmed">
          {task.Task_Completion}%
        </Text>
      </Group>
    ),
  },
];

/** /tasks: the spec's sample Tasks grid, read-only. */
export default function TasksPage() {
  const t = useT();
  const shown = useMemo(() => columns(t), [t]);
  return (
    <Page title={t('tasks')}>
      <RowEditGrid rows={sampleTasks} columns={shown} rowId={(task) => String(task.Task_ID)} />
    </Page>
  );
}
