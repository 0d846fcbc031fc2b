import type { FieldSpec } from '@fgss/contracts';
import { Location, SystemParameter } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { canEditField } from './editability';

const all = { read: true, create: true, update: true, delete: true };
const planner = { ...all, delete: false };
const createOnly = { read: true, create: true, update: false, delete: false };
const viewer = { read: true, create: false, update: false, delete: false };
const f = (fields: Record<string, FieldSpec>, name: string) => fields[name] as FieldSpec;

describe('canEditField', () => {
  const loc = Location.fields as Record<string, FieldSpec>;
  it('allows key fields only on new rows', () => {
    expect(canEditField(f(loc, 'location_cd'), true, planner)).toBe(true);
    expect(canEditField(f(loc, 'location_cd'), false, planner)).toBe(false);
    expect(canEditField(f(loc, 'location_nm'), false, planner)).toBe(true);
  });

  it('never allows the primary flag on new rows, but on existing rows with update', () => {
    expect(canEditField(f(loc, 'default_loc'), true, all)).toBe(false);
    expect(canEditField(f(loc, 'default_loc'), false, all)).toBe(true);
  });

  it('needs create for new rows and update for existing rows', () => {
    expect(canEditField(f(loc, 'location_nm'), true, viewer)).toBe(false);
    expect(canEditField(f(loc, 'location_nm'), false, createOnly)).toBe(false);
    expect(canEditField(f(loc, 'location_nm'), true, createOnly)).toBe(true);
  });

  it('keeps parameter value and remarks for users with update, even on new rows', () => {
    const prm = SystemParameter.fields as Record<string, FieldSpec>;
    expect(canEditField(f(prm, 'parameter_Value'), true, createOnly)).toBe(false);
    expect(canEditField(f(prm, 'remarks'), true, planner)).toBe(true);
    expect(canEditField(f(prm, 'parameter_c'), true, createOnly)).toBe(true);
  });

  it('never edits ids or read-only fields', () => {
    expect(canEditField(f(loc, 'id'), true, all)).toBe(false);
    expect(canEditField({ kind: 'text', label: 'X', readOnly: true }, true, all)).toBe(false);
  });
});
