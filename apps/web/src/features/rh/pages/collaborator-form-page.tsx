// /rh/collaborator/add and /rh/collaborator/:id/edit: the collaborator form; after saving, back to his record.
import type { CollaboratorBody } from '@comptoir/shared';
import { Button, Card, Skeleton } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useCollaborator, useSaveCollaborator } from '../api/use-rh';
import { CollaboratorForm } from '../components/collaborator-form';

const LIST = '/rh/collaborator';

export function CollaboratorFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  const collaborator = useCollaborator(id);
  const save = useSaveCollaborator();

  const onSubmit = async (body: CollaboratorBody) => {
    const saved = await save.mutateAsync(body);
    notifySuccess({ message: t(editing ? 'rh.form.updated' : 'rh.form.created', { name: saved.name }) });
    await navigate(`/rh/collaborator/${saved.id}`);
  };
  const header = (
    <PageHeader
      title={editing ? t('routes.collaboratorEdit') : t('routes.collaboratorAdd')}
      description={editing && collaborator.data ? collaborator.data.name : t('rh.form.description')}
    />
  );
  if (editing && (id === null || collaborator.isError))
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconUser size={28} />}
            title={t('rh.form.notFoundTitle')}
            description={t('rh.form.notFoundText')}
            action={
              <Button component={Link} to={LIST} variant="default">
                {t('rh.form.backToList')}
              </Button>
            }
          />
        </Card>
      </>
    );
  return (
    <>
      {header}
      {editing && !collaborator.data ? (
        <Skeleton height={420} radius="lg" />
      ) : (
        <CollaboratorForm
          key={collaborator.data?.id ?? 'new'}
          initial={editing ? collaborator.data : null}
          submitLabel={editing ? t('common.save') : t('rh.form.create')}
          onSubmit={onSubmit}
          onCancel={() => void navigate(editing && id ? `/rh/collaborator/${id}` : LIST)}
        />
      )}
    </>
  );
}
