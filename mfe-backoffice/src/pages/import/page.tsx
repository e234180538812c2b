/**
 * Importing and exporting products. A .csv or .json file dropped or chosen is checked at once: its summary and a
 * table of every problem (line, field, message). Import writes it, once the check found no problem. Export
 * downloads the products a filter selects, as CSV or JSON.
 */

import { Alert, Button, Input, Select, Space, Table, Upload } from '@shop/shared/antd';
import type { Remark } from '@shop/shared/contracts';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { type ImportFormat, type ImportProblem, productExportUrl } from '../../api/catalogue';
import { ScreenTitle } from '../../lib/screen-title';
import { formatOf, importModel, summaryOf } from './model';
import './import.css';

const REMARKS: Remark[] = ['new', 'trending', 'popular', 'top', 'special'];
type Status = 'all' | 'onSale' | 'retired';

/** A file's text, read as UTF-8. */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

function ImportPanel() {
  const [file, check, failure, checking, writing, fileChosen, fileRefused, imported] = useUnit([
    importModel.$file,
    importModel.$check,
    importModel.$failure,
    importModel.$checking,
    importModel.$writing,
    importModel.fileChosen,
    importModel.fileRefused,
    importModel.imported,
  ]);
  const headingId = useId();

  const choose = async (chosen: File) => {
    const format = formatOf(chosen.name, chosen.type);
    if (!format) fileRefused(`${chosen.name} is neither a .csv nor a .json file.`);
    else fileChosen({ name: chosen.name, text: await readText(chosen), format });
  };

  const problems = check?.problems ?? [];
  return (
    <section className="import-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Import products</h2>
      <p>
        A CSV file with a header row, or a JSON array, in the columns an export writes. It is checked first;
        nothing is written until you press Import.
      </p>
      <p>
        <code>stock</code> left empty is unlimited. <code>variants</code> lists a product's size and colour
        pairs: in CSV one cell of entries separated by <code>;</code>, each{' '}
        <code>sku|size|color|stock|price</code> (<code>TEE-M-RED|M|Red|5|</code>: no price is the product's).
        A file without these columns leaves each product's stock and variants as they are.
      </p>
      <Upload.Dragger
        accept=".csv,.json,text/csv,application/json"
        multiple={false}
        showUploadList={false}
        disabled={checking || writing}
        beforeUpload={(chosen) => {
          void choose(chosen);
          return Upload.LIST_IGNORE;
        }}
        aria-label="Product file: drop a .csv or .json file or press Enter to choose one"
      >
        <span className="import-drop">
          {file ? `Chosen: ${file.name}` : 'Drop a .csv or .json file, or click to choose one'}
        </span>
      </Upload.Dragger>
      <div role="status" className="import-status">
        {checking && 'Checking the file…'}
        {writing && 'Importing…'}
        {!checking && !writing && file && check && (
          <>
            <strong>{summaryOf(check.summary)}</strong>
            {problems.length === 0 ? '. No problems found.' : `. ${problems.length} problem(s) to fix first.`}
          </>
        )}
      </div>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {problems.length > 0 && (
        <Table<ImportProblem>
          className="import-problems"
          caption="Problems in the file"
          rowKey={(problem) => `${problem.line}-${problem.field}-${problem.message}`}
          dataSource={problems}
          pagination={problems.length > 50 ? { pageSize: 50 } : false}
          columns={[
            { title: 'Line', dataIndex: 'line', width: 80 },
            { title: 'Field', dataIndex: 'field', width: 140 },
            { title: 'Message', dataIndex: 'message' },
          ]}
        />
      )}
      <Button
        type="primary"
        onClick={imported}
        loading={writing}
        disabled={!file || !check || problems.length > 0 || checking}
      >
        Import
      </Button>
    </section>
  );
}

function ExportPanel() {
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [remark, setRemark] = useState<Remark | undefined>(undefined);
  const headingId = useId();
  const ids = { format: useId(), q: useId(), status: useId(), remark: useId() };
  const href = productExportUrl(format, {
    q: q.trim() || undefined,
    retired: status === 'all' ? undefined : status === 'retired',
    remark,
  });
  return (
    <section className="export-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Export products</h2>
      <div className="export-fields">
        <div className="export-field">
          <label htmlFor={ids.format}>Format</label>
          <Select<ImportFormat>
            id={ids.format}
            value={format}
            onChange={setFormat}
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'json', label: 'JSON' },
            ]}
          />
        </div>
        <div className="export-field">
          <label htmlFor={ids.q}>Title or SKU contains</label>
          <Input id={ids.q} value={q} onChange={(event) => setQ(event.target.value)} allowClear />
        </div>
        <div className="export-field">
          <label htmlFor={ids.status}>Products</label>
          <Select<Status>
            id={ids.status}
            value={status}
            onChange={setStatus}
            options={[
              { value: 'all', label: 'All' },
              { value: 'onSale', label: 'On sale' },
              { value: 'retired', label: 'Retired' },
            ]}
          />
        </div>
        <div className="export-field">
          <label htmlFor={ids.remark}>Remark</label>
          <Select<Remark>
            id={ids.remark}
            value={remark}
            onChange={setRemark}
            allowClear
            placeholder="Any"
            options={REMARKS.map((value) => ({ value, label: value }))}
          />
        </div>
      </div>
      <Space>
        <Button type="primary" href={href} download>
          Download {format.toUpperCase()}
        </Button>
      </Space>
    </section>
  );
}

export function ImportExport() {
  return (
    <section className="import-export">
      <ScreenTitle>Import and export</ScreenTitle>
      <ImportPanel />
      <ExportPanel />
    </section>
  );
}
