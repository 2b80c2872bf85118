package store

import "fmt"

// Op names what the store was doing when it failed, so the window can
// say it in the player's language: its catalog message is Error.ID,
// ui.store.<Op>.
type Op string

// The store's operations that can fail in front of a player.
const (
	OpReadSettings    Op = "read_settings"
	OpSettingsDamaged Op = "settings_damaged" // the file was set aside as Aside
	OpEncodeSettings  Op = "encode_settings"
	OpSaveSettings    Op = "save_settings"
	OpReadAutosave    Op = "read_autosave"
	OpWriteAutosave   Op = "write_autosave"
	OpClearAutosave   Op = "clear_autosave"
	OpSaveRecord      Op = "save_record"
	OpListRecords     Op = "list_records"
	OpReadRecord      Op = "read_record"    // Name is the record's
	OpNotPlainName    Op = "not_plain_name" // Name is the record's
	OpReadResults     Op = "read_results"
	OpResultsDamaged  Op = "results_damaged" // the file was set aside as Aside
	OpSaveResults     Op = "save_results"
	OpReadLearn       Op = "read_learn"
	OpLearnDamaged    Op = "learn_damaged" // the file was set aside as Aside
	OpSaveLearn       Op = "save_learn"
)

// Ops lists every Op, for the window's test that each has a message.
func Ops() []Op {
	return []Op{OpReadSettings, OpSettingsDamaged, OpEncodeSettings, OpSaveSettings, OpReadAutosave,
		OpWriteAutosave, OpClearAutosave, OpSaveRecord, OpListRecords, OpReadRecord, OpNotPlainName,
		OpReadResults, OpResultsDamaged, OpSaveResults, OpReadLearn, OpLearnDamaged, OpSaveLearn}
}

// Error is a failure of the store: what it was doing (Op), on which
// record (Name) or where the damaged file went (Aside), and why (Err).
type Error struct {
	Op    Op
	Name  string
	Aside string
	Err   error
}

// ID is the failure's catalog message ("ui.store.read_results"), whose
// placeholders are {{.Name}}, {{.Aside}} and {{.Cause}} (Err in the
// player's words), as the engine's errors name theirs.
func (e *Error) ID() string { return "ui.store." + string(e.Op) }

// Error is the failure in English, for logs and tests.
func (e *Error) Error() string {
	switch e.Op {
	case OpReadSettings:
		return fmt.Sprintf("read settings: %v", e.Err)
	case OpSettingsDamaged:
		return fmt.Sprintf("settings file is damaged (moved to %s), defaults used: %v", e.Aside, e.Err)
	case OpEncodeSettings:
		return fmt.Sprintf("encode settings: %v", e.Err)
	case OpSaveSettings:
		return fmt.Sprintf("save settings: %v", e.Err)
	case OpReadAutosave:
		return fmt.Sprintf("read autosave: %v", e.Err)
	case OpWriteAutosave:
		return fmt.Sprintf("autosave: %v", e.Err)
	case OpClearAutosave:
		return fmt.Sprintf("clear autosave: %v", e.Err)
	case OpSaveRecord:
		return fmt.Sprintf("save record: %v", e.Err)
	case OpListRecords:
		return fmt.Sprintf("list records: %v", e.Err)
	case OpReadRecord:
		return fmt.Sprintf("read record %s: %v", e.Name, e.Err)
	case OpNotPlainName:
		return fmt.Sprintf("read record %q: not a plain name", e.Name)
	case OpReadResults:
		return fmt.Sprintf("read results: %v", e.Err)
	case OpResultsDamaged:
		return fmt.Sprintf("results file is damaged (moved to %s), started afresh: %v", e.Aside, e.Err)
	case OpSaveResults:
		return fmt.Sprintf("save results: %v", e.Err)
	case OpReadLearn:
		return fmt.Sprintf("read learning progress: %v", e.Err)
	case OpLearnDamaged:
		return fmt.Sprintf("learning progress file is damaged (moved to %s), started afresh: %v", e.Aside, e.Err)
	case OpSaveLearn:
		return fmt.Sprintf("save learning progress: %v", e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Op, e.Err)
}

// Unwrap is the cause.
func (e *Error) Unwrap() error { return e.Err }
