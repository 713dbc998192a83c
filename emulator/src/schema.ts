// The database schema, in the shape of Supabase's `auth` schema (only the tables the emulator
// uses), plus the emulator's own `emulator` schema for the mail catcher, then what a Supabase
// project has before its own migrations (roles, auth.uid(), default grants). Migrations are applied in
// order and recorded in emulator.schema_migrations, so a data folder from an older emulator
// version is upgraded in place.

import { PROJECT_BOOTSTRAP_SQL } from './project-bootstrap'

export const MIGRATIONS: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
create schema if not exists auth;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.code_challenge_method as enum ('s256', 'plain');
create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) not null default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) not null default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) not null default '',
  email_change varchar(255) not null default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text not null default '',
  phone_change_token varchar(255) not null default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) not null default '',
  email_change_confirm_status smallint not null default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) not null default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_email_not_empty check (email is null or email <> '')
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
-- One account per address (case-insensitive). This, not application code, is what stops two
-- concurrent sign-ups of the same address from creating two users.
create unique index users_email_partial_key on auth.users (lower(email)) where (is_sso_user = false);
create unique index users_phone_key on auth.users (phone);
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);

create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) not null,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  parent varchar(255),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  constraint refresh_tokens_token_unique unique (token)
);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table auth.one_time_tokens (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null,
  updated_at timestamp without time zone not null,
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);

create table auth.flow_state (
  id uuid not null primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  referrer text,
  constraint flow_state_auth_code_key unique (auth_code)
);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index flow_state_created_at_idx on auth.flow_state (created_at desc);

create schema if not exists emulator;

create table emulator.mail_messages (
  id text not null primary key,
  message_id text not null,
  created_at timestamptz not null,
  from_name text not null,
  from_address text not null,
  to_addresses jsonb not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  read boolean not null default false,
  size integer not null
);
create index mail_messages_created_at_idx on emulator.mail_messages (created_at desc);
`,
  },
  { version: 2, sql: PROJECT_BOOTSTRAP_SQL },
]
