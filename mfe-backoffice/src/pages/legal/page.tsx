/**
 * The legal pages (about, refund, privacy...): choose one, edit its HTML, and see beside it (below it on a narrow
 * screen) what shoppers will see: the API's sanitised version of the text, asked for as typing pauses. A note says
 * when the sanitiser would drop or change something. Save stores it.
 */

import { Alert, Button, Input, Select, Space } from '@shop/shared/antd';
import type { LegalType } from '@shop/shared/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { ConflictNotice } from '../../lib/conflict-notice';
import { ScreenTitle } from '../../lib/screen-title';
import { LEGAL_PAGES, legalModel, titleOf } from './model';
import './legal.css';

export function LegalPages() {
  const [
    stored,
    conflict,
    loadFailure,
    type,
    draft,
    changed,
    preview,
    previewFailure,
    previewCurrent,
    sanitised,
    saving,
    opened,
    typeChosen,
    edited,
    saved,
  ] = useUnit([
    legalModel.$stored,
    legalModel.$conflict,
    legalModel.$loadFailure,
    legalModel.$type,
    legalModel.$draft,
    legalModel.$changed,
    legalModel.$preview,
    legalModel.$previewFailure,
    legalModel.$previewCurrent,
    legalModel.$sanitised,
    legalModel.$saving,
    legalModel.opened,
    legalModel.typeChosen,
    legalModel.edited,
    legalModel.saved,
  ]);
  const pageId = useId();
  const editorId = useId();
  const previewHeadingId = useId();

  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <section className="legal-page">
      <ScreenTitle>Legal pages</ScreenTitle>
      {loadFailure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`The legal pages could not be loaded: ${loadFailure}`}
          action={<Button onClick={opened}>Retry</Button>}
        />
      )}
      <div className="legal-page-choice">
        <label htmlFor={pageId}>Page</label>
        <Select<LegalType>
          id={pageId}
          className="legal-page-select"
          value={type}
          onChange={typeChosen}
          options={LEGAL_PAGES.map(({ type: value, title }) => ({ value, label: title }))}
        />
        {stored && !stored[type] && <span className="legal-page-empty">Not written yet</span>}
      </div>
      <div className="legal-page-panes">
        <div className="legal-page-editor">
          {conflict?.type === type && (
            <ConflictNotice
              changed={conflict.changed}
              row={{ description: stored?.[type] ?? '' }}
              labelOf={() => 'HTML'}
            />
          )}
          <label htmlFor={editorId}>HTML of {titleOf(type)}</label>
          <Input.TextArea
            id={editorId}
            className="legal-page-textarea"
            value={draft}
            disabled={stored === null}
            onChange={(event) => edited(event.target.value)}
            autoSize={{ minRows: 14, maxRows: 30 }}
            spellCheck={false}
          />
          <Space className="legal-page-actions" wrap>
            <Button type="primary" onClick={saved} loading={saving} disabled={!changed}>
              Save {titleOf(type)}
            </Button>
            {changed && <span>Changes not saved yet.</span>}
          </Space>
        </div>
        <section
          className="legal-page-preview"
          aria-labelledby={previewHeadingId}
          aria-busy={!previewCurrent && !previewFailure}
        >
          <h2 id={previewHeadingId}>Preview, as shoppers will see it</h2>
          {sanitised && (
            <p className="legal-page-note" role="note">
              The shop removes or changes some of this HTML (scripts, unsafe attributes or links, pictures
              from elsewhere): the preview shows what will be kept.
            </p>
          )}
          {previewFailure && <Alert type="warning" showIcon title={`No preview: ${previewFailure}`} />}
          {/* The API's sanitised output: what the shop itself renders for shoppers. */}
          <div
            className="legal-page-rendered"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser produced this HTML
            dangerouslySetInnerHTML={{ __html: preview?.output ?? '' }}
          />
        </section>
      </div>
    </section>
  );
}
