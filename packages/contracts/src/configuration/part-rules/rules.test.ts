import { describe, expect, it } from 'vitest';
import { approvalRights } from './component-code-master.js';
import { PART_SEARCH, partSearch } from './sews-parts.js';

describe('FORD alert part search', () => {
  it('searches the whole typed part number, without a row cap, in a list of 30 items or fewer', () => {
    expect(partSearch(' 82111-6A520-X1 ', 30)).toEqual({ searchValue: '82111-6A520-X1' });
  });

  it('above 30 items takes 3000 rows and searches the first two dash-separated segments', () => {
    expect(partSearch('82111-6A520-X1-Z', 31)).toEqual({ searchValue: '82111-6A520', take: 3000 });
    expect(partSearch('82111', 5000)).toEqual({ searchValue: '82111', take: PART_SEARCH.take });
  });

  it('waits at most 5000 ms for a search', () => {
    expect(PART_SEARCH.timeoutMs).toBe(5000);
  });
});

describe('component code approval rights', () => {
  const groups = { deApproveGroup: ['SUPER', 'DESIGN'], qaApproveGroup: ['quality'] };

  it('lets a DE group edit DE approval only, and a QA group QA approval only', () => {
    expect(approvalRights(groups, 'DESIGN')).toEqual({ de: true, qa: false });
    expect(approvalRights(groups, 'QUALITY')).toEqual({ de: false, qa: true });
  });

  it('compares group codes ignoring case and spaces, and gives nothing to other groups', () => {
    expect(approvalRights(groups, ' super ')).toEqual({ de: true, qa: false });
    expect(approvalRights(groups, 'PLANNER')).toEqual({ de: false, qa: false });
    expect(approvalRights(groups, '')).toEqual({ de: false, qa: false });
  });
});
