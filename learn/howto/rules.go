package howto

// RulesLessons maps a rules document (a file of Options.Docs) to its
// headings, written as in the document, and the IDs of the lessons that
// teach each one.
func RulesLessons() map[string]map[string][]string {
	return map[string]map[string][]string{
		"RULES.md": {
			"2. The board and coordinates": {"lattice"},
			"Control Node":                 {"node"},
			"Guardian":                     {"guardian"},
			"Striker":                      {"striker"},
			"Nexus":                        {"nexus"},
			"Command Core":                 {"core"},
			"5. Turns and actions":         {"actions"},
			"7. Influence and territory":   {"influence", "front"},
			"8. Surges":                    {"actions", "influence", "surge"},
			"9. Supply, isolation and neutralization": {"supply", "isolation"},
			"Combat strength":                         {"combat"},
			"Capture":                                 {"capture", "retreat"},
			"12. Encirclement and the Litana cascade": {"encirclement", "ring"},
			"14. Victory, draws and resignation":      {"victory", "draws"},
		},
		"ru/RULES.md": {
			"2. Решётка и координаты": {"lattice"},
			"Узел контроля":           {"node"},
			"Страж":                   {"guardian"},
			"Штурмовик":               {"striker"},
			"Нексус":                  {"nexus"},
			"Командное ядро":          {"core"},
			"5. Ходы и действия":      {"actions"},
			"7. Влияние и территория": {"influence", "front"},
			"8. Всплески":             {"actions", "influence", "surge"},
			"9. Снабжение, изоляция и нейтрализация": {"supply", "isolation"},
			"Сила в схватке":                {"combat"},
			"Уничтожение":                   {"capture", "retreat"},
			"12. Окружение и каскад Литаны": {"encirclement", "ring"},
			"14. Победа, ничья и сдача":     {"victory", "draws"},
		},
	}
}
