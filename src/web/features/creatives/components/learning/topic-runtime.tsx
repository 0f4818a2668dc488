import { useState } from 'react';
import { Button, Group, Modal, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Privilege, type PrivilegeLevel } from '../../../../../domain/access';
import { TopicResults } from './topic-results';
import { TopicTryIt } from './topic-try-it';
import { learningKeys } from '../../api/learning';

type View = 'try' | 'results';

/** The topic card's 'Try it' (ADMIN: previews are an editor's) and 'Results' (VIEWER), in one window with both tabs. */
export function TopicRuntimeButtons({ topicId, topicName, privilege }: { topicId: string; topicName: string; privilege: PrivilegeLevel }) {
  const [view, setView] = useState<View | null>(null);
  const queryClient = useQueryClient();
  const mayTry = privilege >= Privilege.ADMIN;
  return (
    <>
      <Group gap={4} mt={4}>
        {mayTry && (
          <Button size="compact-xs" variant="light" onClick={() => setView('try')}>
            Try it
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" onClick={() => setView('results')}>
          Results
        </Button>
      </Group>
      {view && (
        <Modal opened onClose={() => setView(null)} title={topicName} size="xl">
          <Tabs value={view} onChange={(v) => v && setView(v as View)} keepMounted>
            <Tabs.List mb="sm">
              {mayTry && <Tabs.Tab value="try">Try it</Tabs.Tab>}
              <Tabs.Tab value="results">Results</Tabs.Tab>
            </Tabs.List>
            {mayTry && (
              <Tabs.Panel value="try">
                <TopicTryIt topicId={topicId} onSubmitted={() => void queryClient.invalidateQueries({ queryKey: learningKeys.results(topicId) })} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="results">{view === 'results' && <TopicResults topicId={topicId} privilege={privilege} />}</Tabs.Panel>
          </Tabs>
        </Modal>
      )}
    </>
  );
}
