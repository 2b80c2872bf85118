//go:build !js && !windows && !darwin

package lang

import "os"

func systemLocale() string { return FromEnv(os.Getenv) }
