export { CreateActions } from './create-actions';
export { LEAVE_TEXT, LEAVE_TITLE } from './leave-texts';
export { ListPage } from './list-page';
export { isNotFound, LoadFailure } from './load-failure';
export { RecordFrame, useRecordFrame } from './record-frame';
export { RecordPage, RecordRoute, type RecordContext } from './record-page';
export { mayEdit, RecordSection, RecordSections, type SectionBody } from './record-section';
export { useRecordEditor, type EditorMessages, type RecordEditor, type RecordEditorConfig } from './use-record-editor';
export { usePagedTiles, useWholeTiles, type TileList } from './use-tile-list';
